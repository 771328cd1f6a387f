import jax
import jax.numpy as jnp


class ViscositySweep:
    """Final kinetic energy of one initial condition for each viscosity of a study."""

    def __init__(self, solver, u0):
        self.solver = solver
        self.u0 = u0

    def run(self, viscosities):
        energies = {}
        for nu in viscosities:
            advance = jax.jit(lambda u: self.solver.integrate(u, nu))  # expect: JXL501
            u_final = advance(self.u0)
            energies[nu] = float(0.5 * jnp.mean(u_final ** 2))
        return energies
