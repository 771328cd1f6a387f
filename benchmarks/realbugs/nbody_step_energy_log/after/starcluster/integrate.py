import jax

from starcluster.gravity import accelerations, energies


@jax.jit
def leapfrog_step(pos, vel, mass, dt, G, softening):
    vel = vel + 0.5 * dt * accelerations(pos, mass, G, softening)
    pos = pos + dt * vel
    vel = vel + 0.5 * dt * accelerations(pos, mass, G, softening)
    kinetic, potential = energies(pos, vel, mass, G, softening)
    return pos, vel, kinetic + potential
