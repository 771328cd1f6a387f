"""A one-block character model: embedding, mixture-of-experts block, readout."""

import jax
import jax.numpy as jnp

from tinymoe.layers import MoEBlock, dense_init


class TinyMoEModel:
    def __init__(self, vocab_size, d_model, num_experts, top_k):
        self.vocab_size = vocab_size
        self.d_model = d_model
        self.block = MoEBlock(d_model, 4 * d_model, num_experts, top_k)

    def init(self, key):
        embed_key, block_key, head_key = jax.random.split(key, 3)
        return {"embed": 0.1 * jax.random.normal(embed_key, (self.vocab_size, self.d_model)),
                "block": self.block.init(block_key),
                "head": dense_init(head_key, self.d_model, self.vocab_size)}

    def apply(self, params, token_ids):
        hidden = params["embed"][token_ids]
        hidden = hidden + self.block(params["block"], hidden)
        return hidden @ params["head"]

    def loss(self, params, token_ids, targets):
        logits = self.apply(params, token_ids)
        log_probs = jax.nn.log_softmax(logits)
        return -jnp.mean(jnp.take_along_axis(log_probs, targets[:, None], axis=1))
