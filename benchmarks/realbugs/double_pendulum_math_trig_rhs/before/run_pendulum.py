import jax.numpy as jnp

from chaoslab.integrators import RK4
from chaoslab.systems import DoublePendulum


def main(num_steps=2000):
    pendulum = DoublePendulum()
    integrator = RK4(pendulum, dt=0.005)
    start = jnp.array([2.0, 2.5, 0.0, 0.0])
    states = integrator.trajectory(start, num_steps)
    return pendulum.energy(start), pendulum.energy(states[-1]), states


if __name__ == "__main__":
    e0, e1, states = main()
    print("energy drift", float(e1 - e0))
