import jax
import jax.numpy as jnp


class ViscositySweep:
    """Final kinetic energy of one initial condition for each viscosity of a study."""

    def __init__(self, solver, u0):
        self.solver = solver
        self.u0 = u0
        self.advance = jax.jit(solver.integrate)

    def run(self, viscosities):
        energies = {}
        for nu in viscosities:
            u_final = self.advance(self.u0, nu)
            energies[nu] = float(0.5 * jnp.mean(u_final ** 2))
        return energies
