import jax.numpy as jnp


def constant_velocity(dt=0.1, accel_std=1.0, position_std=0.5):
    """Nearly-constant-velocity model in 3D: state (x, y, z, vx, vy, vz), position measured."""
    eye = jnp.eye(3)
    transition = jnp.block([[eye, dt * eye], [jnp.zeros((3, 3)), eye]])
    emission = jnp.hstack([eye, jnp.zeros((3, 3))])
    g = jnp.vstack([0.5 * dt ** 2 * eye, dt * eye])
    process = accel_std ** 2 * g @ g.T
    measurement = position_std ** 2 * eye
    return transition, emission, process, measurement
