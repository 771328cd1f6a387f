"""Splicing projected image features into the text embedding stream at the image placeholder tokens."""
import jax.numpy as jnp


def replace_placeholders(input_ids, image_mask, pad_token_id):
    # the placeholder id is outside the text vocabulary: embed a pad token there instead
    return jnp.where(image_mask, pad_token_id, input_ids)


def scatter_image_features(text_embeds, image_mask, image_features):
    # the k-th placeholder of a row takes that row's k-th image feature
    feature_index = jnp.clip(jnp.cumsum(image_mask, axis=1) - 1, 0, image_features.shape[1] - 1)
    gathered = jnp.take_along_axis(image_features, feature_index[..., None], axis=1)
    return jnp.where(image_mask[..., None], gathered, text_embeds)
