"""Console reporting for the training script."""


def report_validation(epoch, val_loss, val_acc):
    print(f"epoch {epoch:3d} | val_loss {val_loss:.4f} | val_acc {val_acc:.3f}")  # expect: JXL201
