import jax

from decomp.train import init_components, make_train_step


def main(steps=4):
    key = jax.random.PRNGKey(0)
    target_key, data_key, init_key = jax.random.split(key, 3)
    target_weights = jax.random.normal(target_key, (6, 5))
    params = init_components(init_key, 6, 5, n_components=4)
    train_step = make_train_step(learning_rate=0.05, sparsity_coeff=0.01)
    history = []
    for _ in range(steps):
        data_key, batch_key = jax.random.split(data_key)
        x = jax.random.normal(batch_key, (32, 6))
        params, loss, terms = train_step(params, target_weights, x)
        history.append({"loss": float(loss), **{name: float(value) for name, value in terms.items()}})
    return history


if __name__ == "__main__":
    for record in main():
        print(record)
