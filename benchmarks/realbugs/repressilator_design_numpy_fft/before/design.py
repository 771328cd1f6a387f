import jax
import jax.numpy as jnp

from genenet.circuit import Repressilator
from genenet.objectives import FrequencyObjective


class CircuitDesigner:
    """Fits interaction strengths so the repressilator oscillates at a desired frequency."""

    def __init__(self, circuit, objective, learning_rate=0.5):
        self.circuit = circuit
        self.objective = objective
        self.learning_rate = learning_rate
        self.x0 = jnp.array([1.0, 1.5, 2.0])
        self.step = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, params):
        return self.objective(self.circuit.simulate(params, self.x0))

    def fit(self, params, num_steps):
        history = []
        for _ in range(num_steps):
            value, grads = self.step(params)
            params = jax.tree_util.tree_map(lambda p, g: jnp.maximum(p - self.learning_rate * g, 1e-3), params, grads)
            history.append(float(value))
        return params, history


def main(num_steps=5):
    circuit = Repressilator()
    objective = FrequencyObjective(circuit.dt, circuit.num_steps, target_frequency=0.1)
    designer = CircuitDesigner(circuit, objective)
    params = {"strength": jnp.array([10.0, 10.0, 10.0]), "leak": jnp.array([0.01, 0.01, 0.01])}
    params, history = designer.fit(params, num_steps)
    print("objective:", history)
    return history


if __name__ == "__main__":
    main()
