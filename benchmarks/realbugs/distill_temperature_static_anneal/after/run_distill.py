import jax
import jax.numpy as jnp

from kdistill.nets import init_mlp, mlp_apply
from kdistill.trainer import Distiller

NUM_CLASSES, DIM = 10, 20


def make_data(key, n):
    k_x, k_w = jax.random.split(key)
    x = jax.random.normal(k_x, (n, DIM))
    y = jnp.argmax(x @ jax.random.normal(k_w, (DIM, NUM_CLASSES)), axis=-1)
    return x, y


def train_teacher(key, x, y, steps=200, lr=0.1):
    teacher = init_mlp(key, [DIM, 256, 256, NUM_CLASSES])

    @jax.jit
    def step(params):
        def loss_fn(p):
            logp = jax.nn.log_softmax(mlp_apply(p, x))
            return -jnp.mean(jnp.take_along_axis(logp, y[:, None], axis=-1))
        grads = jax.grad(loss_fn)(params)
        return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)

    for _ in range(steps):
        teacher = step(teacher)
    return teacher


def main(num_epochs=3):
    key = jax.random.PRNGKey(0)
    k_data, k_teacher, k_student = jax.random.split(key, 3)
    x, y = make_data(k_data, 1024)
    teacher = train_teacher(k_teacher, x, y)
    distiller = Distiller(teacher)
    student = init_mlp(k_student, [DIM, 32, NUM_CLASSES])
    student, losses = distiller.fit(student, x, y, num_epochs)
    accuracy = float(jnp.mean(jnp.argmax(mlp_apply(student, x), axis=-1) == y))
    print(f"distillation losses {losses}, student accuracy {accuracy:.3f}")
    return distiller, student, x, y, losses


if __name__ == "__main__":
    main()
