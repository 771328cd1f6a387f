class EarlyStopping:
    """Keeps the weights of the epoch with the lowest validation loss; stops after `patience` epochs without one."""

    def __init__(self, patience=5, min_delta=0.0):
        self.patience = patience
        self.min_delta = min_delta
        self.best_loss = float("inf")
        self.best_params = None
        self.bad_epochs = 0

    def update(self, val_loss, params):
        if val_loss < self.best_loss - self.min_delta:
            self.best_loss = val_loss
            self.best_params = params
            self.bad_epochs = 0
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience
