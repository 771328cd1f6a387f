import jax
import jax.numpy as jnp

from optim.adam import Adam
from optim.training import make_train_step


def logistic_loss(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


def main(num_steps=3):
    x = jax.random.normal(jax.random.PRNGKey(0), (64, 2))
    y = (x[:, 0] > x[:, 1]).astype(jnp.float32)
    params = {"w": jnp.zeros(2), "b": jnp.zeros(())}
    optimizer = Adam(learning_rate=0.1)
    opt_state = optimizer.init(params)
    train_step = make_train_step(logistic_loss, optimizer)
    for _ in range(num_steps):
        params, opt_state, loss = train_step(params, opt_state, (x, y))
    return optimizer, opt_state


if __name__ == "__main__":
    print(main())
