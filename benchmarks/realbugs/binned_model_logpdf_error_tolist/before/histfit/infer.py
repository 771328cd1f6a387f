import jax
import jax.numpy as jnp


def fit(model, data, init, learning_rate=1e-3, steps=300):
    def nll(pars, data):
        return -model.logpdf(pars, data)

    value_and_grad = jax.jit(jax.value_and_grad(nll))
    pars = jnp.asarray(init)
    for _ in range(steps):
        value, grad = value_and_grad(pars, data)
        pars = jnp.clip(pars - learning_rate * grad, 0.0, 10.0)
    return pars, value
