import jax
import jax.numpy as jnp

from hparams import HParams


@jax.jit
def init_params(hp: HParams, key):
    params = []
    for _ in range(hp.num_layers):  # expect: JXL105
        key, sub = jax.random.split(key)
        params.append(jax.random.normal(sub, (4, 4)) * hp.learning_rate)
    return params


def forward(params, x):
    for w in params:
        x = jnp.tanh(x @ w)
    return x
