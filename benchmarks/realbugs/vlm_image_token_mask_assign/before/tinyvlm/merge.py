"""Splicing projected image features into the text embedding stream at the image placeholder tokens."""


def replace_placeholders(input_ids, image_mask, pad_token_id):
    # the placeholder id is outside the text vocabulary: embed a pad token there instead
    input_ids[image_mask] = pad_token_id  # expect: JXL301
    return input_ids


def scatter_image_features(text_embeds, image_mask, image_features):
    text_embeds[image_mask] = image_features.reshape(-1, text_embeds.shape[-1])  # expect: JXL301
    return text_embeds
