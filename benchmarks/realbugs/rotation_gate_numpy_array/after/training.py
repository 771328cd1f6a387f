import jax
import jax.numpy as jnp

from circuit import Ansatz

ansatz = Ansatz(n_layers=2)
train_labels = jnp.array([1.0, 0.0])


def get_cost(unshaped_params):
    params = unshaped_params.reshape(len(train_labels), ansatz.n_layers)
    preds = jnp.stack([ansatz.prob_one(p) for p in params])
    return jnp.mean((preds - train_labels) ** 2)


get_cost_jit = jax.jit(get_cost)
