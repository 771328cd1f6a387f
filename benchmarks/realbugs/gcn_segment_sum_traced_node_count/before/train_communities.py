import jax
import numpy as np

from gcnlite.graph import batch_graphs
from gcnlite.model import GCN


def two_community_graph(rng, size=20, p_in=0.3, p_out=0.02, features=8):
    labels = np.repeat([0, 1], size // 2)
    same = labels[:, None] == labels[None, :]
    adjacency = rng.random((size, size)) < np.where(same, p_in, p_out)
    adjacency = np.triu(adjacency, 1)
    edges = np.argwhere(adjacency | adjacency.T)
    x = rng.normal(size=(size, features)).astype(np.float32) + 0.5 * labels[:, None]
    return x, edges, labels


def main(num_steps=30, lr=0.2):
    rng = np.random.default_rng(0)
    graph = batch_graphs([two_community_graph(rng) for _ in range(4)])
    model = GCN(8, 16, 2)
    params = model.init(jax.random.PRNGKey(0))

    @jax.jit
    def step(params, graph):
        loss, grads = jax.value_and_grad(model.loss)(params, graph)
        return [p - lr * g for p, g in zip(params, grads)], loss

    losses = []
    for _ in range(num_steps):
        params, loss = step(params, graph)
        losses.append(float(loss))
    print(f"loss {losses[0]:.4f} -> {losses[-1]:.4f}")
    return losses


if __name__ == "__main__":
    main()
