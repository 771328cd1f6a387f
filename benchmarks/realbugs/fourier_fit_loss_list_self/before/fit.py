import jax.numpy as jnp

from fourierfit import FourierModel


def fit(num_steps=5):
    model = FourierModel()
    x = jnp.linspace(0.0, 3.0, 40)
    y = jnp.sin(x) + 0.5 * jnp.sin(3 * x)
    coefficients = jnp.zeros(4)
    for _ in range(num_steps):
        coefficients = model.update(coefficients, x, y)
    return model, coefficients


def loss_history():
    model, _ = fit()
    return [float(value) for value in model.loss_list]
