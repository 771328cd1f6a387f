"""Chebyshev series with a hand-written gradient (the recursion is cheaper backwards than autodiff's)."""

from functools import partial

import jax
import jax.numpy as jnp


def _recurrence(x, n_terms):
    terms = [jnp.ones_like(x), x]
    for _ in range(2, n_terms):
        terms.append(2.0 * x * terms[-1] - terms[-2])
    return jnp.stack(terms[:n_terms], axis=-1)


def _recurrence_derivative(x, n_terms):
    values = _recurrence(x, n_terms)
    slopes = [jnp.zeros_like(x), jnp.ones_like(x)]
    for k in range(2, n_terms):
        slopes.append(2.0 * values[..., k - 1] + 2.0 * x * slopes[-1] - slopes[-2])
    return jnp.stack(slopes[:n_terms], axis=-1)


@partial(jax.custom_vjp, nondiff_argnums=(2,))
def chebyshev_sum(coefficients, x, degree):
    n_terms = int(degree) + 1
    return _recurrence(x, n_terms) @ coefficients


def _chebyshev_fwd(coefficients, x, degree):
    n_terms = int(degree) + 1
    basis = _recurrence(x, n_terms)
    return basis @ coefficients, (coefficients, x, basis, n_terms)


def _chebyshev_bwd(degree, residuals, cotangent):
    coefficients, x, basis, n_terms = residuals
    d_coefficients = basis.T @ cotangent
    d_x = cotangent * (_recurrence_derivative(x, n_terms) @ coefficients)
    return d_coefficients, d_x


chebyshev_sum.defvjp(_chebyshev_fwd, _chebyshev_bwd)
