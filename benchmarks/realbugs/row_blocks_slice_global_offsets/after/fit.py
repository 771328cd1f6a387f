import jax
import jax.numpy as jnp

from spectra.model import model_flux


def chi2(par_log, templates, observed):
    return jnp.sum((model_flux(par_log, templates) - observed) ** 2)


def fit(steps=5, seed=0):
    key = jax.random.PRNGKey(seed)
    templates = jax.random.uniform(key, (3, 4, 20))
    observed = model_flux(jnp.full(12, -0.5), templates)
    par_log = jnp.zeros(12)
    grad = jax.jit(jax.grad(chi2))
    for _ in range(steps):
        par_log = par_log - 1e-3 * grad(par_log, templates, observed)
    return par_log, chi2(par_log, templates, observed)


if __name__ == "__main__":
    print(fit())
