import jax
import jax.numpy as jnp


def mlp_init(key, sizes=(8, 32, 1)):
    params = []
    for k, (m, n) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        params.append({"w": jax.random.normal(k, (m, n)) / jnp.sqrt(m), "b": jnp.zeros(n)})
    return params


def mlp_apply(params, x):
    for layer in params[:-1]:
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    return (x @ params[-1]["w"] + params[-1]["b"])[..., 0]


def mse(params, x, y):
    return jnp.mean((mlp_apply(params, x) - y) ** 2)


def make_train_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        params, opt_state, lr = optimizer.update(grads, opt_state, params)
        return params, opt_state, loss, lr

    return train_step
