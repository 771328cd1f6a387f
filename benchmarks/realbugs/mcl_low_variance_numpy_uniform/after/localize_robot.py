import jax
import jax.numpy as jnp

from mcl.localizer import MonteCarloLocalizer
from mcl.motion import move
from mcl.world import landmarks, measure_ranges


def initial_particles(key, n):
    return jax.random.uniform(key, (n, 3), minval=jnp.array([0.0, 0.0, -jnp.pi]),
                              maxval=jnp.array([10.0, 10.0, jnp.pi]))


def main(n_particles=500, n_steps=60, seed=0):
    beacons = landmarks()
    localizer = MonteCarloLocalizer(beacons)
    key_init, key_run, key_meas = jax.random.split(jax.random.key(seed), 3)
    particles = initial_particles(key_init, n_particles)
    pose = jnp.array([2.0, 2.0, 0.3])
    control = (1.0, 0.2)
    errors = []
    for key, key_z in zip(jax.random.split(key_run, n_steps), jax.random.split(key_meas, n_steps)):
        pose = move(pose, control)
        ranges = measure_ranges(pose, beacons) + 0.3 * jax.random.normal(key_z, (beacons.shape[0],))
        particles, estimate = localizer.step(particles, control, ranges, key)
        errors.append(float(jnp.linalg.norm(estimate[:2] - pose[:2])))
    print(f"position error after {n_steps} steps: {errors[-1]:.3f}")
    return errors


if __name__ == "__main__":
    main()
