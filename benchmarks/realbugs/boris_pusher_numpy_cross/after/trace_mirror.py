import jax.numpy as jnp

from gyro.fields import MagneticBottle
from gyro.pusher import BorisPusher
from gyro.tracer import OrbitTracer


def main():
    pusher = BorisPusher(MagneticBottle(b0=1.0, length=2.0), charge_to_mass=1.0, dt=0.05)
    tracer = OrbitTracer(pusher, num_steps=4000)
    positions, velocities = tracer.trace(jnp.array([0.5, 0.0, 0.0]), jnp.array([0.0, 0.5, 0.3]))
    return positions, jnp.linalg.norm(velocities, axis=-1)


if __name__ == "__main__":
    positions, speeds = main()
    print(float(speeds.min()), float(speeds.max()), float(jnp.abs(positions[:, 2]).max()))
