"""Taylor-mode initialisation of the Nordsieck-style state of a filtering ODE solver."""
import jax
import jax.numpy as jnp


def _total_derivative(g, vector_field):
    return lambda y: jax.jvp(g, (y,), (vector_field(y),))[1]


def taylor_coefficients(vector_field, y0, num_derivatives):
    """Rows are y0, y0', y0'', ... up to the `num_derivatives`-th derivative along the flow."""
    coefficients = jnp.zeros((num_derivatives + 1,) + y0.shape)
    coefficients = coefficients.at[0].set(y0)
    derivative = vector_field
    for k in range(num_derivatives):
        coefficients = coefficients.at[k + 1].set(derivative(y0))
        derivative = _total_derivative(derivative, vector_field)
    return coefficients
