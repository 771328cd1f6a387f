import jax
import jax.numpy as jnp

from scratchnet.data import make_moons
from scratchnet.network import forward, init_network
from scratchnet.training import update


def main(epochs=400, learning_rate=0.5):
    x, y = make_moons()
    network = init_network(jax.random.PRNGKey(0), [2, 16, 16, 1])
    for epoch in range(epochs):
        network, loss = update(network, x, y, learning_rate)
        if epoch % 100 == 0:
            print(f"epoch {epoch}: loss {float(loss):.4f}")
    accuracy = float(jnp.mean((forward(network, x) > 0.5) == y))
    print(f"train accuracy {accuracy:.3f}")
    return accuracy


if __name__ == "__main__":
    main()
