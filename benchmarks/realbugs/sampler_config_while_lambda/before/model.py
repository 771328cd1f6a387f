import jax.numpy as jnp


def forward(params, tokens, config):
    h = params["embed"][tokens]
    d_head = config.d_model // config.n_heads
    heads = h.reshape(h.shape[0], config.n_heads, d_head)  # expect: JXL106
    h = heads.reshape(h.shape[0], config.d_model)  # expect: JXL106
    return h @ params["embed"].T
