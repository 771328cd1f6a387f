from dataclasses import dataclass

import jax
import jax.numpy as jnp

from tinyvlm.merge import replace_placeholders, scatter_image_features


@dataclass(frozen=True)
class VLMConfig:
    vocab_size: int = 32
    hidden_size: int = 8
    patch_dim: int = 12
    num_patches: int = 3
    image_token_id: int = 32
    pad_token_id: int = 0


def init_params(key, config):
    k_embed, k_proj, k_head = jax.random.split(key, 3)
    return {
        "embed": 0.1 * jax.random.normal(k_embed, (config.vocab_size, config.hidden_size)),
        "projector": 0.1 * jax.random.normal(k_proj, (config.patch_dim, config.hidden_size)),
        "lm_head": 0.1 * jax.random.normal(k_head, (config.hidden_size, config.vocab_size)),
    }


def forward(params, input_ids, patches, config):
    image_mask = input_ids == config.image_token_id
    text_ids = replace_placeholders(input_ids, image_mask, config.pad_token_id)
    text_embeds = params["embed"][text_ids]
    image_features = patches @ params["projector"]
    hidden = scatter_image_features(text_embeds, image_mask, image_features)
    return jnp.tanh(hidden) @ params["lm_head"]
