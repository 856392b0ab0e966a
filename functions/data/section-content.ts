// The admin's writes to course sections: the HTML body only (titles and order come with the catalogue).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { sectionSchema, type CourseSection } from './catalog';
import { parseItem } from './items';
import * as keys from './keys';
import { db, tableName } from './table';
import { isConditionalCheckFailure } from './writes';

/**
 * Replaces a section's HTML (sanitized with allow-list version `sanitizer`) and the thumbnail taken from
 * it; the section as written, or null when it does not exist.
 */
export async function updateSectionContent(
  courseId: string,
  position: number,
  content: { html: string; sanitizer: number; thumbnailUrl: string | null },
  updatedAt: string,
): Promise<CourseSection | null> {
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.courseSection(courseId, position),
        UpdateExpression:
          'SET content = :content, contentSanitizer = :sanitizer, thumbnailUrl = :thumbnail, contentUpdatedAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: {
          ':content': content.html,
          ':sanitizer': content.sanitizer,
          ':thumbnail': content.thumbnailUrl,
          ':at': updatedAt,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return parseItem(sectionSchema, Attributes!);
  } catch (error) {
    if (isConditionalCheckFailure(error)) return null;
    throw error;
  }
}
