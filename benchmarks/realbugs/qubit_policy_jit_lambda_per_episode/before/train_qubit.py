import jax
import numpy as np

from qubitrl.env import QubitEnv
from qubitrl.policy import init_policy, policy_probs, sgd_step


def discounted(rewards, gamma):
    out, running = np.zeros(len(rewards), np.float32), 0.0
    for t in reversed(range(len(rewards))):
        running = rewards[t] + gamma * running
        out[t] = running
    return out


def train(params, env, num_episodes, rng, learning_rate=0.05, gamma=0.95):
    final_fidelities = []
    for _ in range(num_episodes):
        act = jax.jit(lambda p, s: policy_probs(p, s))  # expect: JXL501
        obs, done = env.reset(), False
        observations, actions, rewards = [], [], []
        while not done:
            probs = np.asarray(act(params, obs), dtype=np.float64)
            action = rng.choice(len(probs), p=probs / probs.sum())
            next_obs, reward, done = env.step(action)
            observations.append(obs)
            actions.append(action)
            rewards.append(reward)
            obs = next_obs
        params = sgd_step(params, np.stack(observations), np.array(actions),
                          discounted(rewards, gamma), learning_rate)
        final_fidelities.append(rewards[-1])
    return params, final_fidelities


def main(num_episodes=200, seed=0):
    env = QubitEnv()
    params = init_policy(jax.random.PRNGKey(seed))
    rng = np.random.default_rng(seed)
    params, fidelities = train(params, env, num_episodes, rng)
    print(f"final fidelity {np.mean(fidelities[:20]):.3f} -> {np.mean(fidelities[-20:]):.3f}")
    return params, env, rng, fidelities


if __name__ == "__main__":
    main()
