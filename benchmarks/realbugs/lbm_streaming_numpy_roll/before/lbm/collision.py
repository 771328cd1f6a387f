import jax.numpy as jnp


def macroscopic(f, lattice):
    rho = jnp.sum(f, axis=-1)
    u = jnp.einsum("xyi,id->xyd", f, lattice.c) / rho[..., None]
    return rho, u


def equilibrium(rho, u, lattice):
    cu = jnp.einsum("xyd,id->xyi", u, lattice.c)
    usq = jnp.sum(u ** 2, axis=-1, keepdims=True)
    return rho[..., None] * lattice.w * (1.0 + 3.0 * cu + 4.5 * cu ** 2 - 1.5 * usq)


def bgk_collide(f, lattice, tau, body_force):
    """BGK relaxation with the force applied as a shift of the equilibrium velocity."""
    rho, u = macroscopic(f, lattice)
    u_eq = u + tau * body_force / rho[..., None]
    return f - (f - equilibrium(rho, u_eq, lattice)) / tau
