"""Encode a few padded batches of token embeddings with the debugging report switched on."""

import jax
import jax.numpy as jnp

from tinyformer import encode_batch, init_block


def main(num_batches=3):
    params = init_block(jax.random.PRNGKey(0), dim=16)
    lengths = jnp.array([7, 4])
    key_mask = jnp.arange(8)[None, :] < lengths[:, None]
    outputs = []
    for key in jax.random.split(jax.random.PRNGKey(1), num_batches):
        tokens = jax.random.normal(key, (2, 8, 16))
        outputs.append(encode_batch(params, tokens, key_mask))
    return outputs


if __name__ == "__main__":
    print(len(main()), "batches encoded")
