import jax

from burgers.data import make_batch
from burgers.losses import total_loss
from burgers.mlp import init_mlp
from burgers.monitor import log_terms

NU = 0.01 / 3.141592653589793


def main(num_steps=5, learning_rate=1e-3):
    params = init_mlp(jax.random.PRNGKey(0), [2, 20, 20, 20, 1])
    batch = make_batch(jax.random.PRNGKey(1))
    value_and_grad = jax.jit(jax.value_and_grad(total_loss, has_aux=True), static_argnums=2)
    for step in range(num_steps):
        (loss, terms), grads = value_and_grad(params, batch, NU)
        log_terms(**terms)
        params = jax.tree_util.tree_map(lambda p, g: p - learning_rate * g, params, grads)
    print(f"final loss {float(loss):.4e}")
    return params


if __name__ == "__main__":
    main()
