/** The catalogue texts (success toasts and fetch/write failures), word for word. */
export const catalogueMessages = {
  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted successfully',
  questionCreated: 'Question created successfully',
  questionUpdated: 'Question updated successfully',
  questionDeleted: 'Question deleted successfully',
  noCategories: 'No categories found',
  noQuestions: 'No questions found',
  selectCategory: 'Please select a category',
} as const;
