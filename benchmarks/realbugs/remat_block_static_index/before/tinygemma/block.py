import jax

from tinygemma.layers import dropout, rms_norm


def block(params, x, adarms_cond, dropout_rate, deterministic, key):
    h = rms_norm(x, params["norm"])
    if adarms_cond is not None:
        h = h * (1.0 + adarms_cond)
    h = jax.nn.gelu(h @ params["w_in"])
    h = dropout(h, dropout_rate, deterministic, key)
    return x + h @ params["w_out"]


# Rematerialise each block; the rate, the conditioning and the train/eval flag steer Python.
remat_block = jax.checkpoint(block, static_argnums=(2, 3))


def stack(layer_params, x, adarms_cond, dropout_rate, deterministic, key):
    keys = jax.random.split(key, len(layer_params))
    for params, layer_key in zip(layer_params, keys):
        x = remat_block(params, x, adarms_cond, dropout_rate, deterministic, layer_key)
    return x
