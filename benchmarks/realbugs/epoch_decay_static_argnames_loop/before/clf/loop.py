from clf.step import train_step


def run_training(params, batches, num_epochs):
    losses = []
    for epoch in range(num_epochs):
        for x, y in batches:
            params, loss = train_step(params, x, y, epoch=epoch)  # expect: JXL503
            losses.append(loss)
    return params, losses
