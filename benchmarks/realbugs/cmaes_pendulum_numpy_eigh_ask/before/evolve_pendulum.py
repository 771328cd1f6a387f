import jax

from pendevo.cma import SimpleCMA
from pendevo.pendulum import PendulumTask


def main(num_generations=5):
    task = PendulumTask()
    strategy = SimpleCMA(num_dims=3, popsize=16)
    ask = jax.jit(strategy.ask)
    tell = jax.jit(strategy.tell)
    evaluate = jax.jit(jax.vmap(task.cost))
    state = strategy.initialize()
    key = jax.random.PRNGKey(0)
    history = []
    for _ in range(num_generations):
        key, ask_key = jax.random.split(key)
        candidates = ask(ask_key, state)
        fitness = evaluate(candidates)
        state = tell(candidates, fitness, state)
        history.append(float(fitness.min()))
    return state, history


if __name__ == "__main__":
    print(main()[1])
