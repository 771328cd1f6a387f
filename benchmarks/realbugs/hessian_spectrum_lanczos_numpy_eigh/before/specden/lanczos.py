import jax
import jax.numpy as jnp


def lanczos_tridiag(matvec, v0, order):
    """Tridiagonal matrix of `order` Lanczos steps from v0, with full reorthogonalisation."""
    dim = v0.shape[0]
    basis = jnp.zeros((order + 1, dim)).at[0].set(v0 / jnp.linalg.norm(v0))

    def body(i, carry):
        basis, alphas, betas = carry
        w = matvec(basis[i])
        alpha = jnp.vdot(w, basis[i])
        w = w - basis.T @ (basis @ w)
        beta = jnp.linalg.norm(w)
        basis = basis.at[i + 1].set(w / beta)
        return basis, alphas.at[i].set(alpha), betas.at[i].set(beta)

    _, alphas, betas = jax.lax.fori_loop(0, order, body, (basis, jnp.zeros(order), jnp.zeros(order)))
    return jnp.diag(alphas) + jnp.diag(betas[:-1], 1) + jnp.diag(betas[:-1], -1)
