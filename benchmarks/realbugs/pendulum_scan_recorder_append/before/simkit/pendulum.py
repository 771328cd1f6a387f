import jax
import jax.numpy as jnp


def pendulum_rhs(state, gravity, length):
    angle, velocity = state
    return jnp.array([velocity, -gravity / length * jnp.sin(angle)])


def simulate(state0, dt, num_steps, gravity, length, recorder):
    def step(state, t):
        state = state + dt * pendulum_rhs(state, gravity, length)
        recorder.record(state)
        print("integrated step", t)  # expect: JXL201
        return state, state

    final, trajectory = jax.lax.scan(step, state0, jnp.arange(num_steps))
    return final, trajectory
