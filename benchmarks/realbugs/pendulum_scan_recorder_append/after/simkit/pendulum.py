import jax
import jax.numpy as jnp


def pendulum_rhs(state, gravity, length):
    angle, velocity = state
    return jnp.array([velocity, -gravity / length * jnp.sin(angle)])


def simulate(state0, dt, num_steps, gravity, length, recorder):
    def step(state, t):
        state = state + dt * pendulum_rhs(state, gravity, length)
        return state, state

    final, trajectory = jax.lax.scan(step, state0, jnp.arange(num_steps))
    # The scan body runs once, at trace time: record and report from the stacked trajectory instead.
    for t, state in enumerate(trajectory):
        recorder.record(state)
        print("integrated step", t)
    return final, trajectory
