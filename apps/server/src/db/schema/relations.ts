import { relations } from 'drizzle-orm';
import { categories, questions } from './catalogue';
import { chats, messages } from './chats';
import { plans, subscriptions } from './billing';
import { trialFiles, trials } from './trials';
import { users } from './users';

export const categoriesRelations = relations(categories, ({ many }) => ({ questions: many(questions) }));
export const questionsRelations = relations(questions, ({ one }) => ({
  category: one(categories, { fields: [questions.categoryId], references: [categories.id] }),
}));
export const chatsRelations = relations(chats, ({ one, many }) => ({
  user: one(users, { fields: [chats.userId], references: [users.id] }),
  messages: many(messages),
}));
export const messagesRelations = relations(messages, ({ one }) => ({
  chat: one(chats, { fields: [messages.chatId], references: [chats.id] }),
}));
export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  plan: one(plans, { fields: [subscriptions.planId], references: [plans.id] }),
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
}));
export const trialsRelations = relations(trials, ({ one, many }) => ({
  user: one(users, { fields: [trials.userId], references: [users.id] }),
  files: many(trialFiles),
}));
export const trialFilesRelations = relations(trialFiles, ({ one }) => ({
  trial: one(trials, { fields: [trialFiles.trialId], references: [trials.id] }),
}));
