import numpy as np

from pg.policy import action_probs, policy_gradient

NUM_CELLS, HORIZON = 6, 12


def one_hot(cell):
    state = np.zeros(NUM_CELLS, dtype=np.float32)
    state[cell] = 1.0
    return state


def run_episode(weights, rng):
    """A corridor: start in cell 0, action 1 moves right, reward 1 for every step spent in the last cell."""
    cell, states, actions, rewards = 0, [], [], []
    for _ in range(HORIZON):
        state = one_hot(cell)
        probs = np.asarray(action_probs(weights, state), dtype=np.float64)
        action = rng.choice(2, p=probs / probs.sum())
        cell = min(cell + 1, NUM_CELLS - 1) if action == 1 else max(cell - 1, 0)
        states.append(state)
        actions.append(action)
        rewards.append(1.0 if cell == NUM_CELLS - 1 else 0.0)
    return np.stack(states), np.array(actions), np.array(rewards, dtype=np.float32)


def main(num_updates=40, episodes_per_update=8, learning_rate=0.5, gamma=0.95, seed=0):
    rng = np.random.default_rng(seed)
    weights = np.zeros((NUM_CELLS, 2), dtype=np.float32)
    mean_returns = []
    for _ in range(num_updates):
        episodes = [run_episode(weights, rng) for _ in range(episodes_per_update)]
        states, actions, rewards = (np.stack(parts) for parts in zip(*episodes))
        grads = policy_gradient(weights, states, actions, rewards, gamma)
        weights = weights - learning_rate * np.asarray(grads)
        mean_returns.append(float(rewards.sum(axis=1).mean()))
    print(f"mean return {mean_returns[0]:.2f} -> {mean_returns[-1]:.2f}")
    return mean_returns


if __name__ == "__main__":
    main()
