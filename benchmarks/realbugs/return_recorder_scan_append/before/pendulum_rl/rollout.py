import jax

from pendulum_rl.dynamics import pendulum_step


def make_rollout(policy, recorder, horizon):
    def one_step(carry, _):
        obs, key = carry
        key, noise_key = jax.random.split(key)
        torque = policy(obs) + 0.1 * jax.random.normal(noise_key)
        obs, reward = pendulum_step(obs, torque)
        recorder.record(reward)
        return (obs, key), reward

    @jax.jit
    def rollout(obs, key):
        (obs, _), rewards = jax.lax.scan(one_step, (obs, key), None, length=horizon)
        return obs, rewards

    return rollout
