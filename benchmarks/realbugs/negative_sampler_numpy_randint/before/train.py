import jax

from recsys import FactorizationModel

MODEL = FactorizationModel(n_users=50, n_items=1000)
LEARNING_RATE = 0.05


@jax.jit
def train_step(params, user, positive):
    (loss, negatives), grads = jax.value_and_grad(MODEL.ranking_loss, has_aux=True)(params, user, positive)
    params = jax.tree.map(lambda p, g: p - LEARNING_RATE * g, params, grads)
    return params, loss, negatives


def train(n_steps=3, seed=0):
    params = MODEL.init(jax.random.PRNGKey(seed))
    used = []
    for step in range(n_steps):
        params, loss, negatives = train_step(params, step % MODEL.n_users, (7 * step) % MODEL.n_items)
        used.append(negatives)
    return params, used


if __name__ == "__main__":
    train()
