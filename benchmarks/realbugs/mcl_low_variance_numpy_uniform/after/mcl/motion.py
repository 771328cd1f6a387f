import jax.numpy as jnp


def move(poses, control, dt=0.1):
    """Unicycle model: control = (speed, turn rate)."""
    speed, turn_rate = control
    x, y, heading = poses[..., 0], poses[..., 1], poses[..., 2]
    heading = heading + turn_rate * dt
    return jnp.stack([x + speed * dt * jnp.cos(heading), y + speed * dt * jnp.sin(heading), heading], axis=-1)
