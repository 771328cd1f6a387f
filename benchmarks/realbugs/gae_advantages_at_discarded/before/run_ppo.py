import jax
import numpy as np

from ppolite.learner import PPOLearner, actor_critic, init_actor_critic

N_WORKERS, WORKER_STEPS, CHAIN = 4, 16, 5


def collect(params, rng, positions):
    """Run every worker for WORKER_STEPS on a chain: +1 at the right end, which resets the worker."""
    obs = np.zeros((N_WORKERS, WORKER_STEPS + 1, CHAIN), np.float32)
    actions = np.zeros((N_WORKERS, WORKER_STEPS), np.int32)
    rewards = np.zeros((N_WORKERS, WORKER_STEPS), np.float32)
    done = np.zeros((N_WORKERS, WORKER_STEPS), np.float32)
    for t in range(WORKER_STEPS + 1):
        obs[np.arange(N_WORKERS), t, positions] = 1.0
        if t == WORKER_STEPS:
            break
        logits, _ = actor_critic(params, obs[:, t])
        probs = np.asarray(jax.nn.softmax(logits), np.float64)
        actions[:, t] = [rng.choice(2, p=p / p.sum()) for p in probs]
        positions = np.clip(positions + np.where(actions[:, t] == 1, 1, -1), 0, CHAIN - 1)
        at_end = positions == CHAIN - 1
        rewards[:, t], done[:, t] = at_end, at_end
        positions = np.where(at_end, 0, positions)
    return {"obs": obs, "actions": actions, "rewards": rewards, "done": done}, positions


def main(num_iterations=20, epochs=4, seed=0):
    rng = np.random.default_rng(seed)
    learner = PPOLearner(N_WORKERS, WORKER_STEPS)
    params = init_actor_critic(jax.random.PRNGKey(seed), CHAIN, 2)
    positions = np.zeros(N_WORKERS, np.int64)
    rewards_per_iteration, batches = [], []
    for _ in range(num_iterations):
        rollout, positions = collect(params, rng, positions)
        batch = learner.prepare(params, rollout)
        for _ in range(epochs):
            params, _ = learner.update(params, batch)
        rewards_per_iteration.append(float(rollout["rewards"].sum()))
        batches.append((rollout, batch))
    print(f"rewards per rollout {rewards_per_iteration[:3]} ... {rewards_per_iteration[-3:]}")
    return learner, params, batches


if __name__ == "__main__":
    main()
