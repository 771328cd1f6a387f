import jax

from clfmetrics.evaluation import NUM_CLASSES, evaluate


def main(num_batches=4, batch_size=25):
    w_key, data_key = jax.random.split(jax.random.PRNGKey(0))
    params = {"w": jax.random.normal(w_key, (5, NUM_CLASSES)), "b": jax.numpy.zeros(NUM_CLASSES)}
    batches = []
    for batch_key in jax.random.split(data_key, num_batches):
        x_key, y_key = jax.random.split(batch_key)
        x = jax.random.normal(x_key, (batch_size, 5))
        batches.append((x, jax.random.randint(y_key, (batch_size,), 0, NUM_CLASSES)))
    table, (precision, recall) = evaluate(params, batches)
    return table, precision, recall


if __name__ == "__main__":
    print(main())
