import jax
import jax.numpy as jnp

from molgnn.model import GraphRegressor
from molgnn.trainer import GraphTrainer

NODE_DIM = 5


def batch_of_rings(key, num_graphs=4, ring=5):
    nodes = jax.random.normal(key, (num_graphs * ring, NODE_DIM))
    local = jnp.arange(ring)
    senders = jnp.concatenate([g * ring + local for g in range(num_graphs)])
    receivers = jnp.concatenate([g * ring + (local + 1) % ring for g in range(num_graphs)])
    node_graph = jnp.repeat(jnp.arange(num_graphs), ring)
    graph = {"nodes": nodes, "senders": senders, "receivers": receivers, "node_graph": node_graph}
    return graph, jnp.arange(num_graphs, dtype=jnp.float32)


def main():
    model = GraphRegressor(hidden=8)
    params = model.init(jax.random.PRNGKey(0), NODE_DIM)
    batches = [batch_of_rings(k) for k in jax.random.split(jax.random.PRNGKey(1), 3)]
    return GraphTrainer(model, learning_rate=0.01).train(params, batches)


if __name__ == "__main__":
    print(main()[1])
