"""Run a PD controller on randomized pendulums, then evaluate it on the nominal pendulum."""

import jax
import jax.numpy as jnp

from randenv.pendulum import PendulumEnv, PendulumSystem
from randenv.randomization import randomize_mass_and_damping
from randenv.wrappers import DomainRandomizationVmapWrapper

NUM_ENVS = 8


def pd_controller(state, gains):
    return -gains[0] * state.theta - gains[1] * state.omega


def rollout_return(env_reset, env_step, rng, gains, horizon):
    state = env_reset(rng)
    total = jnp.zeros_like(state.reward)
    for _ in range(horizon):
        state = env_step(state, pd_controller(state, gains))
        total = total + state.reward
    return total


def main():
    nominal = PendulumSystem(mass=jnp.array(1.0), length=jnp.array(1.0), damping=jnp.array(0.1))
    env = PendulumEnv(nominal)
    train_env = DomainRandomizationVmapWrapper(env, randomize_mass_and_damping(NUM_ENVS), jax.random.PRNGKey(1))
    gains = jnp.array([20.0, 4.0])
    train_returns = rollout_return(jax.jit(train_env.reset), jax.jit(train_env.step),
                                   jax.random.split(jax.random.PRNGKey(2), NUM_ENVS), gains, 60)
    eval_return = rollout_return(jax.jit(env.reset), jax.jit(env.step), jax.random.PRNGKey(3), gains, 60)
    print(f"train mean return {float(train_returns.mean()):.3f}, nominal return {float(eval_return):.3f}")
    return train_returns, eval_return


if __name__ == "__main__":
    main()
