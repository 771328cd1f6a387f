import jax
import jax.numpy as jnp

from config import ModelConfig, TopPConfig
from generation import top_p


def main(seed=0):
    config = ModelConfig(vocab_size=32, d_model=16, n_heads=4)
    params = {"embed": jax.random.normal(jax.random.PRNGKey(seed), (config.vocab_size, config.d_model))}
    tokens = jnp.zeros((2, 8), dtype=jnp.int32)
    return top_p(params, tokens, jax.random.PRNGKey(1), model_config=config,
                 top_p_config=TopPConfig(top_p=0.9, max_length=8))
