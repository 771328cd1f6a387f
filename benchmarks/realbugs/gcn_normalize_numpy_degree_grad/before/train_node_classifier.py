import jax
import jax.numpy as jnp
import numpy as np

from gcnkit.graph import stochastic_block_graph
from gcnkit.model import GCN


def main(num_steps=100, learning_rate=0.5):
    adj, labels = stochastic_block_graph([20, 20, 20], p_in=0.3, p_out=0.02)
    features = np.eye(adj.shape[0], dtype=np.float32)
    train_mask = (np.arange(adj.shape[0]) % 5 == 0).astype(np.float32)
    model = GCN(adj.shape[0], 16, 3)
    params = model.init(jax.random.PRNGKey(0))
    loss_and_grad = jax.jit(jax.value_and_grad(model.loss))
    for _ in range(num_steps):
        loss, grads = loss_and_grad(params, adj, features, labels, train_mask)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    predictions = jnp.argmax(model.logits(params, adj, features), axis=1)
    return float(loss), float(jnp.mean(predictions == labels))


if __name__ == "__main__":
    print("loss %.3f, accuracy %.3f" % main())
