def report_batch(pred_mean, target_mean):
    print(f"batch: pred mean {pred_mean:.4f} target mean {target_mean:.4f}")
