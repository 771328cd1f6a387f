import jax
import jax.numpy as jnp

from mpnn.graph import ring_with_chords
from mpnn.model import NodeRegressor

MODEL = NodeRegressor(in_dim=4, hidden=16)


@jax.jit
def train_step(params, graph, targets, learning_rate=0.05):
    def loss_fn(p):
        return jnp.mean((MODEL.predict(p, graph) - targets) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads), loss


def main(num_steps=100):
    graph = ring_with_chords(30, 20)
    targets = jnp.zeros(30).at[graph.receivers].add(1.0) / 4.0    # node in-degree, scaled
    params = MODEL.init(jax.random.PRNGKey(0))
    losses = []
    for _ in range(num_steps):
        params, loss = train_step(params, graph, targets)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    losses = main()
    print(f"mse {losses[0]:.3f} -> {losses[-1]:.3f}")
