"""Symplectic Euler for the pendulum chain, forces from the gradient of the potential."""

import jax

from pendula.energy import kinetic_energy, potential_energy


def simulate(theta, omega, params, dt, num_steps):
    force = jax.grad(potential_energy)
    inertia = params["mass"] * params["length"] ** 2
    energies = []
    for _ in range(num_steps):
        omega = omega - dt * force(theta, params) / inertia
        theta = theta + dt * omega
        energies.append(float(potential_energy(theta, params) + kinetic_energy(omega, params)))
    return theta, omega, energies
